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

@Suite struct PackageTesterTests {
  @Test func summaryKeepsTheCountsOfTheFrameworksThatRan() {
    let summary = PackageTester.summary(
      of: """
        Test Suite 'All tests' passed at 2026-11-28 15:00:00.000
        \t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds
        ✔ Test run with 6 tests in 1 suite passed after 0.007 seconds.
        """)
    #expect(summary == ["✔ Test run with 6 tests in 1 suite passed after 0.007 seconds."])
  }
}

extension BuildErrorSummaryTests {
  @Test func locationsNameTheirDeclaration() {
    let summary = BuildErrorSummary(
      output: "/p/Sources/A/B.swift:10:12: error: cannot find type 'AVAudioSession' in scope",
      package: "/p",
      declaration: { path, line in path == "/p/Sources/A/B.swift" ? "var body" : nil })
    #expect(summary.groups[0].locations == ["Sources/A/B.swift:10 (var body)"])
  }
}
