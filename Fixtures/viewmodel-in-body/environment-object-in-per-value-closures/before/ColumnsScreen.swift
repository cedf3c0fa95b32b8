import SwiftUI

struct ColumnsScreen: View {
    let columns: [String]
    @State private var selectedTab = "Main"

    var body: some View {
        GeometryReader { geo in
            HStack {
                // Extra columns, each with a coordinator of its own.
                ForEach(columns, id: \.self) { column in
                    ColumnView(title: column)
                        .environmentObject(PlaybackCoordinator())
                        .frame(width: geo.size.width / 3)
                }
                TabView(selection: $selectedTab) {
                    FeedView()
                        .environmentObject(PlaybackCoordinator())
                        .tag("Main")
                }
            }
        }
        .navigationDestination(for: Int.self) { number in
            ColumnView(title: "\(number)")
                .environmentObject(PlaybackCoordinator())
        }
    }
}

struct ColumnView: View {
    let title: String
    @EnvironmentObject var coordinator: PlaybackCoordinator

    var body: some View {
        Text("\(title) \(coordinator.isPlaying ? "▶" : "")")
    }
}

struct FeedView: View {
    @EnvironmentObject var coordinator: PlaybackCoordinator

    var body: some View {
        Text(coordinator.isPlaying ? "Playing" : "Paused")
    }
}

final class PlaybackCoordinator: ObservableObject {
    @Published var isPlaying = false
}
