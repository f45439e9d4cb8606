import ComposableArchitecture
import SwiftUI

@main
struct TimersApp: App {
  @MainActor static let store = Store(initialState: Stopwatch.State()) {
    Stopwatch()
  }

  var body: some Scene {
    WindowGroup {
      StopwatchView(store: Self.store)
    }
  }
}
