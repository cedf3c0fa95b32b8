import SwiftUI

struct ButtonView: View {
    @ObservedObject var button: PlayerButton

    var body: some View {
        ProgressView(value: button.progress)
    }
}
