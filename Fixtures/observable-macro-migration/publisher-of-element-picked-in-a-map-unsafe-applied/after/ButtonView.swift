import SwiftUI

struct ButtonView: View {
    var button: PlayerButton

    var body: some View {
        ProgressView(value: button.progress)
    }
}
