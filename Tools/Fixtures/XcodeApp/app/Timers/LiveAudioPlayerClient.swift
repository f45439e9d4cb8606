import AVFoundation
import ComposableArchitecture

extension AudioPlayerClient: DependencyKey {
  static let liveValue = AudioPlayerClient(
    play: {
      let player = try? AVAudioPlayer(contentsOf: Bundle.main.url(forResource: "ding", withExtension: "wav")!)
      player?.play()
    }
  )
}
