import Observation
import SwiftUI

@Observable
final class PlayerModel {
    var isPlaying = false
}

final class LibraryStore: ObservableObject {
    @Published var titles: [String] = []
}

extension View {
    /// Everything the screens read from the environment, for the previews to show them.
    var withSampleEnvironment: some View {
        modifier(SampleEnvironment())
    }
}

private struct SampleEnvironment: ViewModifier {
    func body(content: Content) -> some View {
        content
            .environment(PlayerModel())
            .environmentObject(LibraryStore())
    }
}
