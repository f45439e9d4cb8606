import Testing

@testable import TCALinux

@Suite struct AppleSymbolRemoverTests {
  @Test func liveValueGoesTestValueStays() {
    let result = port([
      "Sources/App/AudioClient.swift": """
      @DependencyClient
      struct AudioClient {
        var play: @Sendable () async -> Void
      }
      extension AudioClient: TestDependencyKey {
        static let testValue = Self()
      }

      """,
      "Sources/App/LiveAudioClient.swift": """
      import AVFoundation

      extension AudioClient: DependencyKey {
        static let liveValue = Self(play: { await Player().play() })
      }

      private actor Player {
        let player = AVAudioPlayer()
        func play() { player.play() }
      }

      """,
    ])
    #expect(result.files[0].text.contains("static let testValue = Self()"))
    #expect(result.files[1].text == "import Foundation\n")
    #expect(
      result.report.deleted == [
        "1: import AVFoundation", "3: extension AudioClient", "4: let liveValue", "7: actor Player",
      ])
    #expect(result.report.deletions[3].reason == "names AVAudioPlayer, which only AVFoundation has")
    #expect(result.report.deletions[2].reason == "names Player, removed above")
  }

  @Test func standInsKeepTheLiveValue() {
    let source = """
      import Speech

      let recognizer = SFSpeechRecognizer()

      """
    let report = assertPort(
      source, "import Foundation\n\nlet recognizer = SFSpeechRecognizer()\n",
      standIns: ["SFSpeechRecognizer"])
    #expect(report.deleted == ["1: import Speech"])
  }

  @Test func aReducerThatNamesAnAppleSymbolIsLeftAsItIs() {
    let source = """
      import AVFoundation

      @Reducer
      struct Player {
        struct State { var player: AVAudioPlayer? }
      }

      """
    let report = assertPort(
      source,
      "import Foundation\n\n@Reducer\nstruct Player {\n  struct State { var player: AVAudioPlayer? }\n}\n"
    )
    #expect(report.left == ["5: var player"])
  }

  @Test func aPrefixWithoutTheImportIsTheApps() {
    let source = """
      struct AVSettings {}
      let settings = AVSettings()

      """
    assertPort(source, source)
  }

  @Test func onlyTheMemberOfAnExtensionGoes() {
    assertPort(
      """
      import CoreLocation

      extension Place {
        var name: String { "" }
        var coordinate: CLLocationCoordinate2D { .init() }
      }

      """,
      """
      import Foundation

      extension Place {
        var name: String { "" }
      }

      """)
  }

  @Test func insideIfConfig() {
    assertPort(
      """
      import StoreKit

      #if DEBUG
        func buy() async throws { _ = try await SKProduct.products(for: []) }
      #endif

      """,
      """
      import Foundation

      #if DEBUG
      #endif

      """)
  }

  @Test func testsAreNeverChanged() {
    let source = """
      import AVFoundation
      import XCTest

      final class PlayerTests: XCTestCase {
        func testPlayer() { _ = AVAudioPlayer() }
      }

      """
    let result = port(["Tests/AppTests/PlayerTests.swift": source])
    #expect(
      result.files[0].text
        == source.replacingOccurrences(
          of: "import AVFoundation\nimport XCTest", with: "import Foundation\nimport XCTest"))
    #expect(result.report.left == ["5: func testPlayer"])
  }
}

extension AppleSymbolRemoverTests {
  @Test func aModelLosesOnlyTheComputedMemberThatNamesAnAppleSymbol() {
    assertPort(
      """
      import UIKit

      struct Theme {
        var name: String
        var uiColor: UIColor { UIColor(named: name)! }
      }

      """,
      """
      import Foundation

      struct Theme {
        var name: String
      }

      """)
  }

  @Test func aTypeWhoseStoredPropertyNamesAnAppleSymbolGoesWhole() {
    let report = assertPort(
      """
      import AVFoundation

      final class Recorder {
        var recorder: AVAudioRecorder? {
          didSet { print("set") }
        }
        func stop() {}
      }

      """,
      """
      import Foundation

      """)
    #expect(report.deleted == ["1: import AVFoundation", "3: class Recorder"])
  }
}
