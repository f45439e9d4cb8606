import ComposableTesting
import ConcurrencyExtras
import IssueReporting
import XCTest

/// Shows that TestStore failures reach XCTest too: they go through IssueReporting, which is
/// counted here with a reporter installed for the duration of the failing steps.
final class XCTestReportingTests: XCTestCase {
  struct CountingReporter: IssueReporter {
    let messages: LockIsolated<[String]>
    func reportIssue(
      _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
      filePath: StaticString, line: UInt, column: UInt
    ) {
      let message = message() ?? ""
      messages.withValue { $0.append(message) }
    }
  }

  @MainActor
  func testStateMismatchIsReportedUnderXCTest() async {
    let messages = LockIsolated<[String]>([])
    let store = TestStore(initialState: Feature.State()) { Feature() }
    _ = await withIssueReporters([CountingReporter(messages: messages)]) {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    }
    XCTAssertEqual(messages.value.count, 1)
    XCTAssertTrue(
      messages.value.first?.contains("A state change does not match expectation") == true)
    XCTAssertTrue(messages.value.first?.contains("(Expected: −, Actual: +)") == true)
  }
}
