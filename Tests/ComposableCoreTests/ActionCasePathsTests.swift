import CasePaths
import ComposableCore
import Testing

struct ActionCasePathsTests {
  @CasePathable enum Row: Equatable { case select, rename(String) }

  @Test func presentationActionsListTheirCases() {
    #expect(Array(PresentationAction<Row>.allCasePaths) == [\.dismiss, \.presented])
    #expect(PresentationAction<Row>.allCasePaths[.presented(.select)] == \.presented)
    #expect(PresentationAction<Row>.allCasePaths[.dismiss] == \.dismiss)
  }

  @Test func stackActionsListTheirCases() {
    #expect(Array(StackAction<Int, Row>.allCasePaths) == [\.element, \.popFrom, \.push])
    #expect(StackAction<Int, Row>.allCasePaths[.push(id: 3, state: 1)] == \.push)
    #expect(StackAction<Int, Row>.allCasePaths[.element(id: 0, action: .select)] == \.element)
  }

  @Test func identifiedActionsListTheirCase() {
    #expect(Array(IdentifiedAction<Int, Row>.allCasePaths) == [\.element])
  }
}
