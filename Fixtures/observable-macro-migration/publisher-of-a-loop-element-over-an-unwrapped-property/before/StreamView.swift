import SwiftUI

final class StreamModel: ObservableObject {
    @Published var state = 0
}

struct StreamView: View {
    @StateObject private var model = StreamModel()

    var body: some View {
        Text("\(model.state)")
    }
}

struct ChannelsView: View {
    @StateObject private var channels = ChannelsModel()

    var body: some View {
        Text(channels.state)
            .onAppear { channels.observe() }
    }
}
