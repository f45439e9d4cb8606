import Foundation
import Testing

@testable import TCALinux

@Suite struct ComposableLinuxLocatorTests {
  let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  @Test func theCheckoutThatHoldsTheTool() throws {
    let tool = checkout + "/.build/debug/tca-linux"
    #expect(try ComposableLinuxLocator.locate(explicit: nil, executable: tool) == checkout)
  }

  @Test func anExplicitPathMustBeACheckout() throws {
    #expect(throws: PortError.notComposableLinux(FixturePaths.app("SwiftPMApp"))) {
      try ComposableLinuxLocator.locate(
        explicit: FixturePaths.app("SwiftPMApp"), executable: "/usr/bin/tca-linux")
    }
    #expect(try ComposableLinuxLocator.locate(explicit: checkout, executable: "") == checkout)
  }
}
