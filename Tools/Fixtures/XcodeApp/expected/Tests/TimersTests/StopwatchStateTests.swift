import XCTest

@testable import Timers

@MainActor
final class StopwatchStateTests: XCTestCase {
  func testInitialState() {
    let state = Stopwatch.State()
    XCTAssertEqual(state.seconds, 0)
    XCTAssertFalse(state.isRunning)
  }

  func testEquality() {
    XCTAssertEqual(Stopwatch.State(), Stopwatch.State())
  }
}
