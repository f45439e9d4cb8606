import ComposableCore
import IssueReporting

extension TestStore {
  /// Reports a failure that only an exhaustive store makes: as an issue when exhaustivity is on,
  /// as a known issue when it is off and shows skipped assertions (printed instead under XCTest,
  /// which has no expected failures on Linux), and not at all otherwise.
  func reportUnlessSkipped(_ message: @autoclosure () -> String, at location: SourceLocation) {
    switch exhaustivity {
    case .on:
      location.report(message())
    case .off(showSkippedAssertions: true):
      // NB: XCTest on Linux has no expected failures: there the skipped assertion is printed.
      if case .xcTest = TestContext.current {
        print("\(location.fileID):\(location.line): Skipped assertion: …\n\n\(message())")
        return
      }
      withExpectedIssue(
        fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column
      ) {
        location.report("Skipped assertion: …\n\n" + message())
      }
    case .off(showSkippedAssertions: false):
      break
    }
  }

  /// Shows what a skip left unasserted, as a known issue, when the store shows skipped
  /// assertions; an exhaustive store skips silently.
  ///
  /// NB: TCA shows these on an exhaustive store too, as expected failures. Here they would fail
  /// XCTest tests, where expected issues always fail on Linux.
  func showSkipped(_ message: @autoclosure () -> String, at location: SourceLocation) {
    guard exhaustivity == .off(showSkippedAssertions: true) else { return }
    reportUnlessSkipped(message(), at: location)
  }
}
