/// Names in a sentence: `A`, `A and B`, `A, B and C`.
enum ListPhrase {
    static func and(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
