#!/usr/bin/env bash
# Times `tca-linux port` (release build, no build of the port) on a generated SwiftPM app of
# 100 Swift files: 40 features (reducer and view in one file, a preview), 20 view extensions in
# files of their own, 20 clients with a live value on AVFoundation, 20 XCTest files.
# Prints the medians of the wall and CPU times; the port includes `swift package dump-package`.
#
# usage: [CONFIG=debug] Scripts/bench-port.sh [runs]   (default 7 runs of a release build)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
app=$(mktemp -d)
out=$(mktemp -d)
trap 'rm -rf "$app" "$out"' EXIT

mkdir -p "$app/Sources/Features" "$app/Tests/FeaturesTests"
cat > "$app/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Generated",
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.0")
  ],
  targets: [
    .target(
      name: "Features",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
    .testTarget(name: "FeaturesTests", dependencies: ["Features"]),
  ]
)
MANIFEST
for i in $(seq 1 40); do
  cat > "$app/Sources/Features/Feature$i.swift" <<SWIFT
import ComposableArchitecture
import SwiftUI

@Reducer
struct Feature$i {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isLoading = false
  }

  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case loaded(Int)
  }

  @Dependency(\.client$(( (i - 1) % 20 + 1 ))) var client

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        state.isLoading = true
        return .run { send in
          await send(.loaded(try await client.load()))
        }
      case let .loaded(value):
        state.isLoading = false
        state.count = value
        return .none
      }
    }
  }
}

struct Feature${i}View: View {
  let store: StoreOf<Feature$i>

  var body: some View {
    HStack {
      Button("−") { store.send(.decrementButtonTapped) }
      Text("\(store.count)")
      Button("+") { store.send(.incrementButtonTapped) }
    }
  }
}

#Preview {
  Feature${i}View(store: Store(initialState: Feature$i.State()) { Feature$i() })
}
SWIFT
done
for i in $(seq 1 20); do
  cat > "$app/Sources/Features/Feature${i}View+Toolbar.swift" <<SWIFT
import SwiftUI

extension Feature${i}View {
  var toolbar: some View {
    Button("Reset") { store.send(.decrementButtonTapped) }
  }
}
SWIFT
  cat > "$app/Sources/Features/Client$i.swift" <<SWIFT
import AVFoundation
import ComposableArchitecture

@DependencyClient
struct Client$i: Sendable {
  var load: @Sendable () async throws -> Int
}

extension Client$i: TestDependencyKey {
  static let testValue = Client$i()
}

extension Client$i: DependencyKey {
  static let liveValue = Client$i(load: {
    let session = AVAudioSession.sharedInstance()
    try session.setActive(true)
    return 1
  })
}

extension DependencyValues {
  var client$i: Client$i {
    get { self[Client$i.self] }
    set { self[Client$i.self] = newValue }
  }
}
SWIFT
  cat > "$app/Tests/FeaturesTests/Feature${i}Tests.swift" <<SWIFT
import ComposableArchitecture
import XCTest

@testable import Features

@MainActor
final class Feature${i}Tests: XCTestCase {
  func testIncrement() async {
    let store = TestStore(initialState: Feature$i.State()) {
      Feature$i()
    } withDependencies: {
      \$0.client$i.load = { 42 }
    }
    await store.send(.incrementButtonTapped) {
      \$0.count = 1
      \$0.isLoading = true
    }
    await store.receive(\.loaded) {
      \$0.isLoading = false
      \$0.count = 42
    }
  }
}
SWIFT
done
echo "$(find "$app" -name '*.swift' ! -name Package.swift | wc -l) Swift files" >&2

config=${CONFIG:-release}
swift build -c "$config" --product tca-linux >&2
".build/$config/tca-linux" port "$app" -o "$out" >&2
# Wall time and CPU time (user + system) of each run, in milliseconds: on a loaded machine the
# wall time waits for a core, the CPU time does not.
TIMEFORMAT='%R %U %S'
walls=()
cpus=()
for _ in $(seq 1 "$runs"); do
  read -r real user sys < <({ time ".build/$config/tca-linux" port "$app" -o "$out" >/dev/null; } 2>&1)
  walls+=("$(awk -v r="$real" 'BEGIN { printf "%d", r * 1000 }')")
  cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%d", (u + s) * 1000 }')")
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "tca-linux port, 100-file app ($config, $runs runs): median $(median "${walls[@]}") ms wall," \
  "$(median "${cpus[@]}") ms CPU"
