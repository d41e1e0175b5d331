/// Screen settings (spec format 1.1): `kind: alert`, `kind: external`, `tab bar: hidden`.
extension BulletParser {
    /// Reads a screen bullet as a setting when its grammar part does not start with inline code and
    /// is `key: value` with a known key, or with a key within edit distance 2 of one (reported with
    /// "did you mean"). Returns false for any other bullet, which is then read as an event, so that
    /// the messages of v1 specs do not change.
    mutating func parseScreenSetting(_ head: LocatedText, into screen: inout ScreenSpec) -> Bool {
        let head = head.trimmed()
        guard let first = head.characters.first, !first.isCode, let colon = head.firstIndex(of: ":"),
            head.characters[0..<colon].allSatisfy({ !$0.isCode })
        else { return false }
        let key = head[0..<colon].trimmed()
        let keyName = key.words().map(\.string).joined(separator: " ")
        let value = head.dropFirst(colon + 1).trimmed()
        guard let known = ScreenSettingKey(rawValue: keyName) else {
            let near = ScreenSettingKey.allCases.map(\.rawValue).filter {
                NameSuggestion.editDistance(Array(keyName.lowercased()), Array($0)) <= 2
            }
            guard let suggestion = near.first else { return false }
            diagnostics.error(
                "unknown screen setting '\(keyName)' (did you mean '\(suggestion)'?); screen settings are kind and"
                    + " tab bar", at: key.location)
            return true
        }
        if let earlier = screen.settingLocations[known.rawValue] {
            diagnostics.error(
                "'\(keyName)' is set twice for screen '\(screen.name.name)'", at: key.location,
                notes: [.init(message: "first set here", location: earlier)])
            return true
        }
        screen.settingLocations[known.rawValue] = key.location
        switch (known, value.string) {
        case (.kind, "external"): screen.kind = .external
        case (.kind, "alert"): screen.kind = .alert
        case (.kind, _):
            diagnostics.error(
                "expected 'alert' or 'external' after 'kind:', found '\(value.string)'", at: value.location)
        case (.tabBar, "hidden"): screen.hidesTabBar = true
        case (.tabBar, _):
            diagnostics.error("expected 'hidden' after 'tab bar:', found '\(value.string)'", at: value.location)
        }
        return true
    }
}
