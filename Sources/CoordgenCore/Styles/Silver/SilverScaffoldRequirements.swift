/// What a SILVER scaffold declares that the generated code relies on: the view factory's `make…`
/// methods (as in every style) and, in a screen's view controller, the router it keeps, so that a
/// view controller written for another style (a `<Screen>Module` with closures) is reported after a
/// switch to `style: silver` instead of failing to compile unexplained.
struct SilverScaffoldRequirements: ScaffoldRequirements {
    func requirements(in text: String) -> [ScaffoldRequirement] {
        var result = ModuleScaffoldRequirements().requirements(in: text)
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("private let router: ") || trimmed.hasPrefix("let router: ") else { continue }
            let declaration = String(trimmed.hasPrefix("private ") ? trimmed.dropFirst("private ".count) : trimmed)
            result.append(ScaffoldRequirement(key: declaration, declaration: String(trimmed)))
        }
        return result
    }
}
