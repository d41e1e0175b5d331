import XCTest

@testable import CoordgenCore

final class ActionClosuresTests: XCTestCase {
    /// A statement that mentions `self.` once runs as one `self?.` call; any other needs `self` unwrapped.
    func testMentionsSelfOnceCountsTheOwnerOnly() {
        XCTAssertTrue(ActionClosures.mentionsSelfOnce("self.showDetail(item: item)"))
        XCTAssertTrue(ActionClosures.mentionsSelfOnce("self.router.pop(animated: true)"))
        XCTAssertFalse(ActionClosures.mentionsSelfOnce("self.showDetail(item: self.storage.item)"))
        XCTAssertFalse(ActionClosures.mentionsSelfOnce("router.pop(animated: true)"))
        XCTAssertFalse(ActionClosures.mentionsSelfOnce(""))
        // Not ASCII around it: the bytes of `self.` are still found whole.
        XCTAssertTrue(ActionClosures.mentionsSelfOnce("self.show(título: título)"))
        XCTAssertFalse(ActionClosures.mentionsSelfOnce("self.show(é: self.é)"))
    }
}
