import Testing

@testable import TCALinux

@Suite struct BuildRepairTests {
  @Test func errorsInTheSourcesOfThePackage() {
    let errors = BuildRepair.errors(
      in: """
        /p/Sources/App/Models.swift:49:21: error: cannot find type 'Color' in scope
        /p/Tests/AppTests/A.swift:3:1: error: something in a test
        macro expansion @ObservableState:39:5: error: elsewhere
        /p/Sources/App/Models.swift:50:1: warning: not an error
        """, package: "/p")
    #expect(
      errors == [
        BuildRepair.BuildError(
          path: "Sources/App/Models.swift", line: 49, message: "cannot find type 'Color' in scope")
      ])
  }

  @Test func theInnermostDeclarationOutsideWhatIsSealed() {
    let file = ParsedFile(
      path: "Sources/App/A.swift",
      text: """
        enum Theme {
          case bubblegum
          var mainColor: Color { Color("bubblegum") }
        }
        @Reducer
        struct Feature {
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        struct DownloadClient {
          static let liveValue = Self()
        }

        """, isTest: false)
    let protected = ProtectedNames(files: [file])
    let decl = { (line: Int) in
      BuildRepair.innermostDeclaration(at: line, in: file, sealed: protected.seals)?.summary
    }
    #expect(decl(3) == "var mainColor")
    #expect(decl(7) == nil)
    #expect(decl(10) == "let liveValue")
  }
}
