import Testing

@testable import TCALinux

@Suite struct SourcePorterTests {
  @Test func aFileThatDoesNotParseIsCopiedUnchanged() {
    let broken = "import SwiftUI\nstruct CounterView: View {\n"
    let result = port([
      "Sources/App/Broken.swift": broken,
      "Sources/App/Fine.swift": "import SwiftUI\n",
    ])
    #expect(result.files[0].text == broken)
    #expect(result.files[1].text == "import Foundation\n")
    #expect(result.report.unparsed == ["Sources/App/Broken.swift"])
  }

  @Test func aRemovedNameDeclaredTwiceDoesNotSpread() {
    let result = port([
      "Sources/App/Feature.swift": """
      @Reducer
      struct Feature {
        enum Action { case delegate(Delegate) }
        enum Delegate { case done }
      }

      """,
      "Sources/App/LivePlayer.swift": """
      import AVFoundation

      private final class Delegate: NSObject, AVAudioPlayerDelegate {}

      """,
    ])
    #expect(result.report.deleted == ["1: import AVFoundation", "3: class Delegate"])
    #expect(result.report.leftovers.isEmpty)
  }
}

extension SourcePorterTests {
  @Test func aRemovedPrivateTypeSpreadsOnlyInItsFile() {
    let result = port([
      "Sources/App/A.swift": """
      import AVFoundation

      private final class Player { let player = AVAudioPlayer() }
      let live = Player()

      """,
      "Sources/App/B.swift": "let other = Player()\n",
    ])
    #expect(result.report.deleted == ["1: import AVFoundation", "3: class Player", "4: let live"])
    #expect(result.files[1].text == "let other = Player()\n")
  }

  @Test func foundationTypesThatLinuxLacks() {
    assertPort(
      """
      import Foundation

      let formatter = DateComponentsFormatter()
      let kept = 1

      """,
      """
      import Foundation

      let kept = 1

      """)
  }
}
