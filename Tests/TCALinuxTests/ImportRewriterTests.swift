import Testing

@testable import TCALinux

@Suite struct ImportRewriterTests {
  @Test func uiFrameworkBecomesFoundation() {
    let report = assertPort(
      """
      import ComposableArchitecture
      import SwiftUI

      let x = 1

      """,
      """
      import ComposableArchitecture
      import Foundation

      let x = 1

      """)
    #expect(report.deleted == ["2: import SwiftUI"])
  }

  @Test func foundationOnlyOnce() {
    assertPort(
      """
      import Foundation
      import UIKit
      import SwiftUI
      let x = 1

      """,
      """
      import Foundation
      let x = 1

      """)
  }

  @Test func appleOnlyFrameworkBecomesFoundationAndTheHeaderStays() {
    assertPort(
      """
      // Plays sounds.
      import AVFoundation
      import ComposableArchitecture

      """,
      """
      // Plays sounds.
      import Foundation
      import ComposableArchitecture

      """)
  }

  @Test func appleOnlyFrameworkGoesWhereFoundationIsImported() {
    assertPort(
      """
      // Plays sounds.
      import AVFoundation
      import Foundation

      """,
      """
      // Plays sounds.
      import Foundation

      """)
  }

  @Test func foundationNetworkingWhereURLSessionIsNamed() {
    assertPort(
      """
      import Foundation

      let session = URLSession.shared

      """,
      """
      import Foundation

      #if canImport(FoundationNetworking)
        import FoundationNetworking
      #endif

      let session = URLSession.shared

      """)
  }

  @Test func conditionalImportsStay() {
    let source = """
      #if canImport(UIKit)
        import UIKit
      #endif
      let x = 1

      """
    assertPort(source, source)
  }
}

extension ImportRewriterTests {
  @Test func swiftUINavigationBecomesSwiftNavigation() {
    let report = assertPort(
      """
      import ComposableArchitecture
      import SwiftUINavigation

      """,
      """
      import ComposableArchitecture
      import SwiftNavigation

      """)
    #expect(report.deleted == ["2: import SwiftUINavigation"])
  }
}
