import CoordgenCore
import Foundation
import XCTest

/// Tier one of the golden tests: the example spec set → the model as JSON.
final class GoldenModelTests: XCTestCase {
    /// The example specs are the contract's showcase: they must stay free of errors and warnings.
    func testSharedExamplesValidateWithoutDiagnostics() throws {
        let (_, diagnostics) = try loadSharedExamples()
        XCTAssertEqual(diagnostics.all.map(\.description), [])
        XCTAssertEqual(try TestPaths.sharedExampleFiles().count, 6, "the example set has six flows")
    }

    func testSharedExamplesModelMatchesGolden() throws {
        let (model, diagnostics) = try loadSharedExamples()
        XCTAssertFalse(diagnostics.hasErrors)
        assertGolden(ModelJSON.encode(model), at: "Model/shared-examples.json")
    }

    /// The v1.1 constructs in the JSON dump: `path`, `send`, `receives`, `isPoppedTo`, `kind`,
    /// `hidesTabBar` (left out where a v1 spec has nothing, as the v1 golden above proves).
    func testV11SpecsModelMatchesGolden() throws {
        var diagnostics = Diagnostics()
        let files = try GeneratedSwiftGoldenTests.exampleFiles(in: "docs/examples/Shop/Flows")
        let model = Pipeline.model(from: files, diagnostics: &diagnostics)
        XCTAssertFalse(diagnostics.hasErrors)
        assertGolden(ModelJSON.encode(model), at: "Model/v11-examples.json")
    }

    /// The model does not depend on the order files are read in, nor on where they are.
    func testModelDoesNotDependOnFileOrderOrPaths() throws {
        let files = try TestPaths.sharedExampleFiles()
        func encode(_ pairs: [(String, String)]) -> String {
            var diagnostics = Diagnostics()
            let model = Pipeline.model(
                from: pairs.map { SourceFile(path: $0.0, text: $0.1) }, diagnostics: &diagnostics)
            XCTAssertEqual(diagnostics.all.count, 0)
            return ModelJSON.encode(model)
        }
        let sorted = files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let reversed = sorted.reversed().map { ("elsewhere/deeper/\($0.0)", $0.1) }
        XCTAssertEqual(encode(sorted), encode(reversed))
    }

    /// Windows line endings and a byte order mark change nothing.
    func testCRLFAndByteOrderMarkGiveTheSameModel() throws {
        let files = try TestPaths.sharedExampleFiles().sorted { $0.key < $1.key }
        var plain = Diagnostics()
        let expected = ModelJSON.encode(
            Pipeline.model(from: files.map { SourceFile(path: $0.key, text: $0.value) }, diagnostics: &plain))
        var converted = Diagnostics()
        let sources = files.compactMap { name, text in
            let bytes = [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
            return SpecSetLoader.decode(Data(bytes), path: name, diagnostics: &converted)
        }
        let actual = ModelJSON.encode(Pipeline.model(from: sources, diagnostics: &converted))
        XCTAssertEqual(converted.all.map(\.description), [])
        XCTAssertEqual(actual, expected)
    }

    /// The flows and screens of the example set, as a readable summary next to the JSON.
    func testSharedExamplesModelShape() throws {
        let (model, _) = try loadSharedExamples()
        XCTAssertEqual(
            model.flows.map(\.name),
            ["AppFlow", "AuthFlow", "ItemCreateFlow", "ItemFlow", "PhoneVerifyFlow", "SettingsFlow"])
        let app = try XCTUnwrap(model.flow(named: "AppFlow"))
        XCTAssertTrue(app.start.isOneOf)
        XCTAssertEqual(app.start.targets.map(\.name), ["AuthFlow", "ItemFlow"])
        XCTAssertTrue(app.usage.isRoot)
        let phone = try XCTUnwrap(model.flow(named: "PhoneVerifyFlow"))
        XCTAssertEqual(phone.usage.pushedBy, ["AuthFlow"])
        XCTAssertEqual(phone.usage.presentedBy, ["SettingsFlow"])
        XCTAssertTrue(phone.usage.isPushed)
        let item = try XCTUnwrap(model.flow(named: "ItemFlow"))
        XCTAssertEqual(item.names.coordinator, "ItemCoordinator")
        XCTAssertEqual(item.names.makeCoordinatorBox, "makeItemCoordinatorBox")
        let select = try XCTUnwrap(item.screen(named: "ItemList")?.events.first { $0.name == "onItemSelect" })
        XCTAssertEqual(select.actions.map(\.kind), [.store, .push])
        XCTAssertEqual(select.actions[0].store?.source, .parameter)
        XCTAssertEqual(select.actions[1].target?.arguments.map(\.name), ["item"])
        XCTAssertEqual(item.screen(named: "ItemEdit")?.isPresented, true)
        // `termsAccepted` of Terms is filled from AuthFlow's storage, `phone` of PhoneVerifyFlow too.
        let auth = try XCTUnwrap(model.flow(named: "AuthFlow"))
        let termsTap = try XCTUnwrap(auth.screen(named: "SignUp")?.events.first { $0.name == "onTermsTap" })
        XCTAssertEqual(termsTap.actions.first?.target?.arguments.first?.source, .storage)
    }

    private func loadSharedExamples() throws -> (FlowModel, Diagnostics) {
        let folder = TestPaths.sharedExamples.path
        guard FileManager.default.fileExists(atPath: folder) else {
            XCTFail("the example specs are missing at \(folder); CI checks out 'shared' next to the repository")
            throw CocoaError(.fileNoSuchFile)
        }
        var diagnostics = Diagnostics()
        let files = SpecSetLoader().load(directory: folder, diagnostics: &diagnostics)
        XCTAssertEqual(files.count, 6)
        let model = Pipeline.model(from: files, diagnostics: &diagnostics)
        return (model, diagnostics)
    }
}
