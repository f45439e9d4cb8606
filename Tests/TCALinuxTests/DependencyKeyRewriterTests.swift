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
