import Foundation

/// The model as stable JSON: sorted keys, two-space indentation, no escaped slashes.
public enum ModelJSON {
    public static func encode(_ model: FlowModel) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(model) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
