import Testing

@testable import TCALinux

@Suite struct TestWorkaroundFileTests {
  @Test func synchronousMainActorClass() {
    let result = port([
      "Tests/AppTests/A.swift": """
      @MainActor
      final class StateTests: XCTestCase {
        func testA() {}
        func testB() {}
      }
      final class MixedTests: XCTestCase {
        @MainActor func testA() {}
        @MainActor func testB() async {}
      }
      final class PlainTests: XCTestCase {
        func testA() {}
      }

      """
    ])
    #expect(result.testFindings["Tests/AppTests/A.swift"]?.mainActorClasses == ["StateTests"])
  }

  @Test func fulfillmentWithoutTimeout() {
    let result = port([
      "Tests/AppTests/A.swift": """
      final class WaitTests: XCTestCase {
        func testWait() async {
          await fulfillment(of: [a])
          await fulfillment(of: [b], timeout: 1)
        }
      }

      """
    ])
    #expect(result.testFindings["Tests/AppTests/A.swift"]?.fulfillmentLines == [3])
  }

  @Test func generatedFile() {
    var findings = SourcePorter.TestFindings()
    findings.mainActorClasses = ["StateTests"]
    let file = TestWorkaroundFile(findings: [("Tests/AppTests/A.swift", findings)])
    #expect(
      file.source == """
        // Written by tca-linux; see PORT.md.
        import XCTest

        extension StateTests {
          // NB: Linux XCTest crashes in a class whose tests are all synchronous and on the main
          //     actor; one async test avoids it.
          func testLinuxAsyncTest() async {}
        }

        """)
  }
}
