/// The settings of a tab (spec format 1.1, section 3): `title: Home`, `` image: `house` ``,
/// `` selected image: asset `HomeFilled` ``, `load: eager`.
extension BulletParser {
    /// The keys of tab settings, spelled as in specs.
    static let tabSettingKeys = ["title", "image", "selected image", "load"]

    mutating func parseTabSetting(_ head: LocatedText, into tab: inout TabSpec) {
        let head = head.trimmed()
        guard let colon = head.firstIndex(of: ":"), head.characters[0..<colon].allSatisfy({ !$0.isCode }) else {
            diagnostics.error(
                "expected a tab setting 'key: value' (title, image, selected image or load)", at: head.location)
            return
        }
        let key = head[0..<colon].trimmed()
        let keyName = key.words().map(\.string).joined(separator: " ")
        let value = head.dropFirst(colon + 1).trimmed()
        guard Self.tabSettingKeys.contains(keyName) else {
            diagnostics.error(
                "unknown tab setting '\(keyName)'\(suggestion(for: keyName, among: Self.tabSettingKeys));"
                    + " tab settings are title, image, selected image and load", at: key.location)
            return
        }
        if let earlier = tab.settingLocations[keyName] {
            diagnostics.error(
                "'\(keyName)' is set twice for tab '\(tab.name.name)'", at: key.location,
                notes: [.init(message: "first set here", location: earlier)])
            return
        }
        tab.settingLocations[keyName] = key.location
        switch keyName {
        case "title":
            guard !value.isEmpty else {
                // Where the title should be: just after the colon.
                diagnostics.error("expected a title after 'title:'", at: head.location(at: colon).advanced(by: 1))
                return
            }
            tab.title = value.string
        case "load":
            guard let load = TabLoad(rawValue: value.string) else {
                diagnostics.error(
                    "expected 'lazy' or 'eager' after 'load:', found '\(value.string)'", at: value.location)
                return
            }
            tab.load = load
        default:
            guard let image = parseTabImage(value) else { return }
            if keyName == "image" { tab.image = image } else { tab.selectedImage = image }
        }
    }

    /// `` `house` `` (an SF Symbol) or `` asset `Home` `` (the asset catalog).
    private mutating func parseTabImage(_ value: LocatedText) -> TabImage? {
        let tokens = Self.conditionTokens(value)
        let isCode = { (token: LocatedText) in token.characters.allSatisfy(\.isCode) }
        switch tokens.count {
        case 1 where isCode(tokens[0]) && !tokens[0].trimmed().isEmpty:
            return TabImage(name: tokens[0].trimmed().string, source: .symbol)
        case 2 where tokens[0].string == "asset" && isCode(tokens[1]) && !tokens[1].trimmed().isEmpty:
            return TabImage(name: tokens[1].trimmed().string, source: .asset)
        default:
            diagnostics.error(
                "write the image in inline code: an SF Symbol name like `house`, or asset `Name` for the asset"
                    + " catalog", at: value.location)
            return nil
        }
    }
}
