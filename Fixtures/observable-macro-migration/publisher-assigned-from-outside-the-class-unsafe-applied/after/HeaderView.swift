import SwiftUI

struct HeaderView: View {
    var model: HeaderViewModel

    var body: some View {
        Text("\(model.user): \(model.followers)")
    }
}
