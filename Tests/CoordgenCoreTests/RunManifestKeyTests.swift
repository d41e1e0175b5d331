import XCTest

@testable import CoordgenCore

/// The run manifest's key (`RunManifest.key`): what a run is recorded against.
final class RunManifestKeyTests: XCTestCase {
    /// The settings the manifest's digest covers are every stored property of the configuration, so
    /// a setting added later cannot be left out unnoticed; and each one changes the digest.
    func testTheSettingsDigestCoversEveryStoredSetting() {
        let configuration = Configuration()
        let stored = Mirror(reflecting: configuration).children.flatMap { child -> [String] in
            let nested = Mirror(reflecting: child.value)
            guard nested.displayStyle == .struct else { return [child.label ?? "?"] }
            return nested.children.map { "\(child.label ?? "?").\($0.label ?? "?")" }
        }
        XCTAssertEqual(configuration.namedSettings.map(\.name), stored)
        func digest(_ configuration: Configuration) -> String {
            RunManifest.key(build: "b", configuration: configuration, sources: [], overrides: nil).configuration
        }
        var changes: [Configuration] = Array(repeating: configuration, count: 9)
        changes[0].specs = "Specs"
        changes[1].output = "Out"
        changes[2].scaffold = "Nav"
        changes[3].docs = "Docs"
        changes[4].access = .public
        changes[5].templates = "Templates"
        changes[6].style = "silver"
        changes[7].coordinator.children = .composition
        changes[8].coordinator.outputs = .delegates
        XCTAssertEqual(Set(([configuration] + changes).map(digest)).count, 10)
    }
}
