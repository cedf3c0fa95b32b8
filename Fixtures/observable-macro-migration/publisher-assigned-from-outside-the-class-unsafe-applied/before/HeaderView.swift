import SwiftUI

struct HeaderView: View {
    @ObservedObject var model: HeaderViewModel

    var body: some View {
        Text("\(model.user): \(model.followers)")
    }
}
