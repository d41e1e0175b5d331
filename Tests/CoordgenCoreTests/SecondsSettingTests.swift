import XCTest

@testable import CoordgenCore

/// `COORDGEN_DOT_TIMEOUT` and `COORDGEN_LOCK_TIMEOUT`: a value that is not a finite, non-negative
/// number of seconds is not used, and says why; no value is the default, silently.
final class SecondsSettingTests: XCTestCase {
    private func read(_ value: String?) -> SecondsSetting {
        SecondsSetting.read("LIMIT", fallback: 10, minimum: 0.1, in: value.map { ["LIMIT": $0] } ?? [:])
    }

    func testNumbersAreUsedAndRaisedToTheMinimum() {
        XCTAssertEqual(read(nil), SecondsSetting(seconds: 10, problem: nil))
        XCTAssertEqual(read("5").seconds, 5)
        XCTAssertEqual(read(" 2.5 ").seconds, 2.5)
        XCTAssertEqual(read("0").seconds, 0.1)
        XCTAssertEqual(read("-1"), SecondsSetting(seconds: 0.1, problem: nil))
    }

    func testAnythingElseFallsBackWithTheReason() {
        for value in ["abc", "", "inf", "nan", "-inf", "1e999", "5s"] {
            let setting = read(value)
            XCTAssertEqual(setting.seconds, 10, value)
            XCTAssertEqual(setting.problem, "LIMIT='\(value)' is not a number of seconds; using 10 s", value)
        }
        XCTAssertEqual(
            SecondsSetting.read("LIMIT", fallback: 0.5, minimum: 0, in: ["LIMIT": "x"]).problem,
            "LIMIT='x' is not a number of seconds; using 0.5 s")
    }

    func testTheToolsReadTheirVariables() {
        XCTAssertEqual(DotProgram.defaultTimeLimit(in: ["COORDGEN_DOT_TIMEOUT": "abc"]), 10)
        XCTAssertEqual(DotProgram.defaultTimeLimit(in: ["COORDGEN_DOT_TIMEOUT": "3"]), 3)
        XCTAssertEqual(OutputLock.timeoutSetting(in: ["COORDGEN_LOCK_TIMEOUT": "inf"]).seconds, 120)
        XCTAssertEqual(OutputLock.timeoutSetting(in: ["COORDGEN_LOCK_TIMEOUT": "0"]).seconds, 0)
    }
}
