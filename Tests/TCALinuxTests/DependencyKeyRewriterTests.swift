import Testing

@testable import TCALinux

@Suite struct DependencyKeyRewriterTests {
  @Test func conformsToTestDependencyKeyWhenTheTestValueSharesTheExtension() {
    let report = assertPort(
      """
      import AVFoundation

      extension AudioClient: DependencyKey {
        static let liveValue = Self(play: { AVAudioPlayer().play() })
        static let testValue = Self()
      }

      """,
      """
      import Foundation

      extension AudioClient: TestDependencyKey {
        static let testValue = Self()
      }

      """)
    #expect(report.workarounds.map(\.subject) == ["Sources/App/File.swift:3"])
  }

  @Test func anUntouchedLiveValueStays() {
    let source = """
      extension NumberClient: DependencyKey {
        static let liveValue = Self(fetch: { "\\($0)" })
      }

      """
    assertPort(source, source)
  }
}

extension DependencyKeyRewriterTests {
  @Test func aKeyWithoutATestValueKeepsAStubLiveValue() {
    let report = assertPort(
      """
      import UIKit

      extension DependencyValues {
        private enum OpenSettingsKey: DependencyKey {
          static let liveValue: @Sendable () async -> Void = {
            await UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
          }
        }
      }

      """,
      """
      import Foundation

      extension DependencyValues {
        private enum OpenSettingsKey: DependencyKey {
          static var liveValue: @Sendable () async -> Void {
            fatalError("The live value names a symbol Linux lacks; tca-linux removed it.")
          }
        }
      }

      """)
    #expect(report.deleted == ["1: import UIKit", "5: let liveValue"])
    #expect(report.workarounds.count == 1)
  }
}
