import ComposableArchitecture
import Testing

/// TCA's "Bindings: Forms" case study, without its view.
@Reducer
struct BindingForm {
  @ObservableState
  struct State: Equatable {
    var sliderValue = 5.0
    var stepCount = 10
    var text = ""
    var toggleIsOn = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.stepCount):
        state.sliderValue = .minimum(state.sliderValue, Double(state.stepCount))
        return .none

      case .binding:
        return .none

      case .resetButtonTapped:
        state = State()
        return .none
      }
    }
  }
}

@MainActor
struct BindingFormTests {
  @Test func basics() async {
    let store = TestStore(initialState: BindingForm.State()) {
      BindingForm()
    }

    await store.send(\.binding.sliderValue, 2) {
      $0.sliderValue = 2
    }
    await store.send(\.binding.stepCount, 1) {
      $0.sliderValue = 1
      $0.stepCount = 1
    }
    await store.send(\.binding.text, "Blob") {
      $0.text = "Blob"
    }
    await store.send(\.binding.toggleIsOn, true) {
      $0.toggleIsOn = true
    }
    await store.send(.resetButtonTapped) {
      $0 = BindingForm.State(sliderValue: 5, stepCount: 10, text: "", toggleIsOn: false)
    }
  }

  @Test func bindingActionsSpelledOut() async {
    let store = TestStore(initialState: BindingForm.State()) {
      BindingForm()
    }

    await store.send(.binding(.set(\.text, "Blob"))) {
      $0.text = "Blob"
    }
    await store.send(.set(\.stepCount, 3)) {
      $0.sliderValue = 3
      $0.stepCount = 3
    }
  }

  @Test func aWrongExpectationShowsTheDiff() async {
    let store = TestStore(initialState: BindingForm.State()) {
      BindingForm()
    }

    await withKnownIssue {
      await store.send(\.binding.stepCount, 1) {
        $0.stepCount = 1
      }
    } matching: {
      $0.description.contains("A state change does not match expectation")
        && $0.description.contains("−   sliderValue: 5.0")
        && $0.description.contains("+   sliderValue: 1.0")
    }
  }
}
