import SwiftUI

final class MouseModel: ObservableObject {
    @Published var location = 0
}

enum Command {
    // A value nested in another type, named like the model above.
    struct MouseModel: Hashable {
        var button = 0
    }
}

struct MouseCommandView: View {
    @State var model: Command.MouseModel

    var body: some View {
        Text("Button \(model.button)")
    }
}

struct MouseLocationView: View {
    @ObservedObject var model: MouseModel

    var body: some View {
        Text("At \(model.location)")
    }
}
