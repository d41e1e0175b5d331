/// Readable CommonMark sentences about a flow for the docs pages, built on `ActionDescription`
/// with every screen and flow it names linked to its place in the site.
enum DocsSentence {
    /// `stores *item* as *selectedItem*, then pushes [**ItemDetail**](#screen-ItemDetail)`.
    /// The branches of an event or handler, as a list: ``when `method` is `.pickup` — pushes PickupPoints``.
    static func branches(_ branches: [Branch]) -> String {
        "one branch runs, the first whose condition holds:\n\n"
            + CommonMark.bulletList(
                branches.map { branch in
                    condition(branch.condition) + " — " + actions(branch.actions)
                        + CommonMark.note(branch.documentation)
                })
    }

    /// ``when `method` is `.pickup` or `.courier(zone: DeliveryZone)` ``, ``with `session` ``, `otherwise`.
    static func condition(_ condition: Condition) -> String {
        let name = CommonMark.code(condition.subject?.sourceName ?? "")
        switch condition.kind {
        case .with: return "with " + name
        case .without: return "without " + name
        case .otherwise: return "otherwise"
        case .cases:
            return "when \(name) is "
                + condition.patterns.map { CommonMark.code($0.spelling) }.joined(separator: " or ")
        }
    }

    static func actions(_ actions: [Action]) -> String {
        var sentence = ActionDescription.sentence(for: actions, style: .markdown)
        var linked = Set<String>()
        for target in actions.flatMap({ [$0.target].compactMap { $0 } + $0.path }) {
            guard linked.insert(target.name).inserted else { continue }
            let bold = "**\(target.name)**"
            // On bytes: the standard library's `replacing` compares characters, a twentieth of `docs`' time.
            sentence = ByteSearch.replacingAll(bold, with: CommonMark.link(bold, to: link(to: target)), in: sentence)
        }
        return sentence
    }

    /// A screen's anchor on this page, or a flow's page.
    static func link(to target: Target) -> String {
        target.kind == .screen ? "#" + DocsLinks.screenAnchor(target.name) : DocsLinks.flowPage(target.name)
    }

    /// `` `name: Type` ``.
    static func value(_ name: String, _ type: String) -> String {
        CommonMark.code(name + ": " + type)
    }

    /// `` `recipe: Recipe`, `servings: Int` ``, or `fallback` for none.
    static func values(_ values: [Value], fallback: String) -> String {
        values.isEmpty ? fallback : values.map { value($0.name, $0.type) }.joined(separator: ", ")
    }

    /// `` `onItemSelect(item: Item)` `` or `` `onClose` ``.
    static func signature(_ name: String, _ parameters: [Value]) -> String {
        guard !parameters.isEmpty else { return CommonMark.code(name) }
        return CommonMark.code(name + "(" + parameters.map { $0.name + ": " + $0.type }.joined(separator: ", ") + ")")
    }

    /// `makeItemDetail(item:)`-style Swift signature text, without code formatting.
    static func swiftCall(_ name: String, _ parameters: [Value]) -> String {
        name + "(" + parameters.map { $0.name + ": " + $0.type }.joined(separator: ", ") + ")"
    }

    /// What a flow ends with, for the index and the facts list.
    static func finishes(_ flow: Flow) -> String {
        var parts: [String] = []
        if flow.usage.usesFinish {
            parts.append("finishes with " + values(flow.result, fallback: "no value"))
        }
        if flow.usage.usesCancel { parts.append("can cancel") }
        if parts.isEmpty { parts.append("never finishes") }
        if flow.usage.usesRestart {
            parts.append("starts again when its " + (flow.screens.isEmpty ? "child flows end" : "actions say so"))
        }
        return parts.joined(separator: "; ")
    }

    /// `[RecipesFlow](RecipesFlow.html) (pushed)`, for every place a relation happens.
    static func relation(_ relation: FlowRelations.Relation, showing flow: String) -> String {
        CommonMark.link(CommonMark.text(flow), to: DocsLinks.flowPage(flow)) + " (" + relation.kind.passive + ")"
    }

    /// The first sentence of a description's first paragraph, or the paragraph when it has no clean cut.
    ///
    /// The cut is made only where brackets and code spans are closed, so the CommonMark stays whole.
    static func firstSentence(of description: String) -> String {
        // ASCII without carriage returns is the usual description: there each byte is a character.
        if description.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            return ByteSearch.withBytes(of: description) { firstSentence(ofASCII: $0) }
        }
        return firstSentence(inCharactersOf: description)
    }

    /// `firstSentence(of:)` of any text, character by character.
    static func firstSentence(inCharactersOf description: String) -> String {
        let paragraph = description.components(separatedBy: "\n\n").first ?? ""
        var brackets = 0
        var parentheses = 0
        var inCode = false
        let characters = Array(paragraph)
        for (index, character) in characters.enumerated() {
            switch character {
            case "`": inCode.toggle()
            case "[" where !inCode: brackets += 1
            case "]" where !inCode: brackets -= 1
            case "(" where !inCode: parentheses += 1
            case ")" where !inCode: parentheses -= 1
            case ".", "!", "?":
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if !inCode, brackets == 0, parentheses == 0, next == " " || next == "\n" {
                    return String(characters[...index])
                }
            default: break
            }
        }
        return paragraph
    }

    private static let paragraphBreak = Array("\n\n".utf8)

    /// `firstSentence(of:)` of ASCII text without carriage returns, on its bytes.
    static func firstSentence(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> String {
        let paragraphEnd = ByteSearch.firstOffset(of: paragraphBreak, in: bytes) ?? bytes.count
        let text = { (end: Int) in String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self) }
        var (brackets, parentheses, inCode) = (0, 0, false)
        for index in 0..<paragraphEnd {
            switch bytes[index] {
            case UInt8(ascii: "`"): inCode.toggle()
            case UInt8(ascii: "[") where !inCode: brackets += 1
            case UInt8(ascii: "]") where !inCode: brackets -= 1
            case UInt8(ascii: "(") where !inCode: parentheses += 1
            case UInt8(ascii: ")") where !inCode: parentheses -= 1
            case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"):
                let next = index + 1 < paragraphEnd ? bytes[index + 1] : UInt8(ascii: " ")
                if !inCode, brackets == 0, parentheses == 0, next == UInt8(ascii: " ") || next == UInt8(ascii: "\n") {
                    return text(index + 1)
                }
            default: break
            }
        }
        return text(paragraphEnd)
    }
}
