import SwiftUI

extension CounterView {
  var buttons: some View {
    HStack {
      Button("−") { store.send(.decrementButtonTapped) }
      Button("+") { store.send(.incrementButtonTapped) }
    }
  }
}
