import ComposableArchitecture
import XCTest

/// NB: Compiled, never called: in an XCTest file that imports the umbrella too, `XCTFail` is
/// XCTest's own (XCTestDynamicOverlay's is a disfavored overload), not an ambiguity.
private func failThroughXCTest() {
  XCTFail("XCTest's")
}
