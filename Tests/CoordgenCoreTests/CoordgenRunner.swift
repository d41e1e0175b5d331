import Foundation
import XCTest

/// Runs the built `coordgen` executable as a child process, the way a user or CI runs it.
enum CoordgenRunner {
    /// What one run printed and how it ended.
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The `coordgen` executable next to the test bundle, or a skip when this build has none.
    static func binary() throws -> URL {
        var places = [Bundle(for: BundleToken.self).bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
        if let argument = CommandLine.arguments.first {
            places.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        for place in places {
            let candidate = place.appendingPathComponent("coordgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("the coordgen binary is not in the build products (\(places.map(\.path)))")
    }

    /// Runs coordgen (or `executable`, a copy of it) in `directory` and waits for it.
    ///
    /// Tests pass a temporary folder, so no `coordgen.yml` of the repository is read.
    /// `environment` is added to this process's environment.
    static func run(
        _ arguments: [String], in directory: URL, executable: URL? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = try executable ?? binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both pipes are read concurrently with the process, so neither can fill up and block it.
        let group = DispatchGroup()
        let errorData = DataBuffer()
        DispatchQueue.global().async(group: group) {
            errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData.data, as: UTF8.self))
    }

    /// Starts coordgen without waiting, its output discarded: for tests that kill it.
    static func start(_ arguments: [String], in directory: URL) throws -> Process {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}

private final class BundleToken {}

/// Bytes read on another thread.
private final class DataBuffer: @unchecked Sendable {
    var data = Data()
}

/// A test case that runs the `coordgen` binary in a fresh temporary folder of its own.
class CommandLineTestCase: XCTestCase {
    var folder: TemporaryDirectory!

    override func setUpWithError() throws {
        folder = try TemporaryDirectory()
    }

    override func tearDown() {
        folder = nil
    }

    func coordgen(_ arguments: String...) throws -> CoordgenRunner.Result {
        try coordgen(arguments)
    }

    func coordgen(_ arguments: [String]) throws -> CoordgenRunner.Result {
        try CoordgenRunner.run(arguments, in: folder.url)
    }
}
