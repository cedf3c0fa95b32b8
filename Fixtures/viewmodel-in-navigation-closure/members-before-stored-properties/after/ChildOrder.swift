import SwiftUI

final class EpisodeViewModel: ObservableObject {
    @Published var progress = 0.0
    init(episodeID: Int) {}
}

struct EpisodeView: View {
    var subtitle: String { "Now playing" }

    func formatted(_ value: Double) -> String {
        "\(Int(value * 100))%"
    }

    @StateObject private var viewModel: EpisodeViewModel
    let title: String

    init(episodeID: Int, title: String) {
        _viewModel = StateObject(wrappedValue: EpisodeViewModel(episodeID: episodeID))
        self.title = title
    }

    var body: some View {
        VStack {
            Text(title)
            Text(formatted(viewModel.progress))
        }
    }
}

struct ShowView: View {
    @State private var isPlaying = false

    var body: some View {
        Button("Play") { isPlaying = true }
            .sheet(isPresented: $isPlaying) {
                EpisodeView(episodeID: 7, title: "Pilot")
            }
    }
}
