import SwiftUI

@Observable
final class StreamModel {
    var state = 0
}

struct StreamView: View {
    @State private var model = StreamModel()

    var body: some View {
        Text("\(model.state)")
    }
}

struct ChannelsView: View {
    @State private var channels = ChannelsModel()

    var body: some View {
        Text(channels.state)
            .onAppear { channels.observe() }
    }
}
