import SwiftUI

struct VolumeView: View {
    @ObservedObject private var model = UserDefaults.sharedVolume

    var body: some View {
        Text("\(model.volume)")
    }
}
