import Testing

@testable import TCALinux

@Suite struct BuildErrorSummaryTests {
  @Test func groupsBySymbolAndModule() {
    let summary = BuildErrorSummary(
      output: """
        /p/Sources/A/A.swift:3:8: error: no such module 'Speech'
        /p/Sources/A/B.swift:10:12: error: cannot find type 'AVAudioSession' in scope
        /p/Sources/A/C.swift:4:1: error: cannot find 'AVAudioSession' in scope
        /p/Sources/A/C.swift:4:1: warning: something else
        """)
    #expect(summary.groups.map(\.symbol) == ["AVAudioSession", "Speech"])
    #expect(summary.groups[0].module == "AVFoundation")
    #expect(summary.groups[0].locations == ["/p/Sources/A/B.swift:10", "/p/Sources/A/C.swift:4"])
    #expect(summary.groups[1].module == "Speech")
  }
}
