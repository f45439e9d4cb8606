import ComposableArchitecture
import XCTest

@testable import Timers

final class StopwatchTests: XCTestCase {
  @MainActor
  func testTimer() async {
    let clock = TestClock()
    let played = LockIsolated(false)
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.audioPlayer.play = { played.setValue(true) }
      $0.continuousClock = clock
    }
    await store.send(.toggleButtonTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) {
      $0.seconds = 1
    }
    await store.receive(.tick) {
      $0.seconds = 2
    }
    await store.send(.toggleButtonTapped) {
      $0.isRunning = false
    }
    XCTAssertTrue(played.value)
  }

  func testExpectation() async {
    let expectation = expectation(description: "played")
    Task {
      expectation.fulfill()
    }
    await fulfillment(of: [expectation])
  }
}
