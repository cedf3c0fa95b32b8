import SwiftUI

struct PlayerView: View {
    @State var model = PlayerModel()

    var body: some View {
        Text(model.title)
            .onTapGesture { reset() }
    }
}
