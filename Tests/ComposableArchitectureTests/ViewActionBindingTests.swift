import ComposableArchitecture
import Testing

/// A feature whose bindings come from its view, nested in a `view` case, as TCA's view action
/// pattern has them.
@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var nameEdits = 0
  }

  enum Action {
    case view(View)

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case suggestButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
      .onChange(of: \.name) { _, _ in
        Reduce { state, _ in
          state.nameEdits += 1
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .view(.binding):
        return .none
      case .view(.suggestButtonTapped):
        return .send(.view(.set(\.name, "Blob")))
      }
    }
  }
}

@MainActor
struct ViewActionBindingTests {
  @Test func bindingsThroughTheViewCase() async {
    let store = TestStore(initialState: Profile.State()) {
      Profile()
    }

    await store.send(\.view.binding.name, "Blob Jr.") {
      $0.name = "Blob Jr."
      $0.nameEdits = 1
    }
    await store.send(\.view.suggestButtonTapped)
    await store.receive(\.view.binding.name) {
      $0.name = "Blob"
      $0.nameEdits = 2
    }
  }

  @Test func anUnexpectedBindingIsNamedInTheFailure() async {
    let store = TestStore(initialState: Profile.State()) {
      Profile()
    }

    await store.send(\.view.suggestButtonTapped)
    await withKnownIssue {
      await store.receive(\.view.binding.nameEdits)
    } matching: {
      $0.description.contains("Received unexpected action")
        && $0.description.contains(#".binding(.set(\State.name, "Blob"))"#)
    }
  }
}
