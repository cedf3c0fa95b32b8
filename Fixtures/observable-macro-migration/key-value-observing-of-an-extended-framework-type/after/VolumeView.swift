import SwiftUI

struct VolumeView: View {
    @State private var model = VolumeModel()

    var body: some View {
        Text("\(model.volume)")
            .onAppear { model.start() }
    }
}
