// Written by tca-linux; see PORT.md.
import XCTest

extension StopwatchStateTests {
  // NB: Linux XCTest crashes in a class whose tests are all synchronous and on the main
  //     actor; one async test avoids it.
  func testLinuxAsyncTest() async {}
}

extension XCTestCase {
  // NB: Linux XCTest's `fulfillment(of:)` has no default timeout.
  func fulfillment(of expectations: [XCTestExpectation], enforceOrder: Bool = false) async {
    await fulfillment(of: expectations, timeout: .infinity, enforceOrder: enforceOrder)
  }
}
