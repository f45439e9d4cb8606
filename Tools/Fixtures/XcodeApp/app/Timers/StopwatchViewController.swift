import ComposableArchitecture
import UIKit

final class StopwatchViewController: UIViewController {
  let store: StoreOf<Stopwatch>

  init(store: StoreOf<Stopwatch>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel()
    view.addSubview(label)
    observe { [weak self] in
      guard let self else { return }
      label.text = "\(store.seconds) s"
    }
  }
}

extension StopwatchViewController {
  @objc func toggle() {
    store.send(.toggleButtonTapped)
  }
}
