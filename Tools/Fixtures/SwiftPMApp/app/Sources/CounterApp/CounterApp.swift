import ComposableArchitecture
import CounterFeature
import SwiftUI

@main
struct CounterApp: App {
  static let store = Store(initialState: Counter.State()) {
    Counter()
  }

  var body: some Scene {
    WindowGroup {
      CounterView(store: Self.store)
    }
  }
}
