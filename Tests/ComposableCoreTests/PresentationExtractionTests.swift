import ComposableCore
import TestSupport
import Testing

/// A store's `ifLet` over a presentation extracts its actions through an extractor taught by a
/// dismissal, and keeps its presented dependencies between actions; called directly, the reducer
/// goes through the case path each time. Random actions, through a simple and a composed case
/// path, must leave the same states either way.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PresentationExtractionTests {
  @Test func storeReducesRandomActionsLikeDirectCalls() async {
    let matches = await storeMatchesDirectCalls(Parent(), from: Parent.State()) {
      state, generator in .random(for: state, using: &generator)
    }
    #expect(matches)
  }
}

private struct Child: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }
  enum Action { case increment, decrement }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += action == .increment ? 1 : -1
      return .none
    }
  }
}

private struct Parent: Reducer {
  @ObservableState
  struct State: Equatable {
    @Presents var child: Child.State?
    @Presents var nested: Child.State?
    var count = 0
  }

  @CasePathable
  enum Action {
    case child(PresentationAction<Child.Action>)
    case wrapper(Wrapper)
    case increment
    case present(id: Int)
    case presentNested(id: Int)
  }

  @CasePathable
  enum Wrapper {
    case nested(PresentationAction<Child.Action>)
    case other
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment, .wrapper(.other):
        state.count += 1
      case let .present(id):
        state.child = Child.State(id: id)
      case let .presentNested(id):
        state.nested = Child.State(id: id)
      case .child, .wrapper(.nested):
        break
      }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Child() }
    .ifLet(\.$nested, action: \.wrapper.nested) { Child() }
  }
}

extension Parent.Action {
  /// An action that the state can take: a presentation's actions only while it presents.
  fileprivate static func random(
    for state: Parent.State, using generator: inout SeededGenerator
  ) -> Self {
    let child: Child.Action = Bool.random(using: &generator) ? .increment : .decrement
    var actions: [Self] = [
      .increment, .wrapper(.other), .present(id: .random(in: 0..<3, using: &generator)),
      .presentNested(id: .random(in: 0..<3, using: &generator)),
    ]
    if state.child != nil { actions += [.child(.presented(child)), .child(.dismiss)] }
    if state.nested != nil {
      actions += [.wrapper(.nested(.presented(child))), .wrapper(.nested(.dismiss))]
    }
    return actions.randomElement(using: &generator)!
  }
}
