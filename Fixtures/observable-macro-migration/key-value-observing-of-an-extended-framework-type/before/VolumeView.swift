import SwiftUI

struct VolumeView: View {
    @StateObject private var model = VolumeModel()

    var body: some View {
        Text("\(model.volume)")
            .onAppear { model.start() }
    }
}
