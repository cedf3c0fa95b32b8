import SwiftUI

final class CartModel {
    @Published var items: [String] = []
    @Published var discount = 0
}
